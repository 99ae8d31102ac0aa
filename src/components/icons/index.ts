// Small inline icons, in two files so the landing and log-in pages carry only the four they show.
export * from "@/components/icons/productIcons";
export * from "@/components/icons/controlIcons";

// The product's four things: a map, a cup, a shop and a review. The landing page shows them, so they
// travel in the first script; the other icons wait in controlIcons.tsx for the screens that use them.
import { base } from "@/components/icons/base";

export const MapIcon = () => (
  <svg {...base}>
    <path d="M9 3 3 6v15l6-3 6 3 6-3V3l-6 3-6-3z" />
    <path d="M9 3v15M15 6v15" />
  </svg>
);
export const CupIcon = ({ className = "" }: { className?: string }) => (
  <svg {...base} className={className}>
    <path d="M3 8h14v6a6 6 0 0 1-6 6H9a6 6 0 0 1-6-6z" />
    <path d="M17 10h1a3 3 0 0 1 0 6h-1" />
    <path d="M7 2c-1 1.5 1 2.5 0 4M11 2c-1 1.5 1 2.5 0 4" />
  </svg>
);
export const StoreIcon = () => (
  <svg {...base}>
    <path d="M3 9 5 3h14l2 6" />
    <path d="M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
    <path d="M5 13v8h14v-8" />
  </svg>
);
export const PenIcon = () => (
  <svg {...base}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </svg>
);

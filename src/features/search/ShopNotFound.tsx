import { Alert } from "@/components/Alert";

/** Said above the pickers when the page's `?shop=` named no shop (usePreselectedShop's `notFound`). */
export function ShopNotFound() {
  return <Alert className="mb-3">That shop was not found. Please choose one below.</Alert>;
}

import { useRef, useState } from "react";
import { isChainName } from "@convex/rules/chains";

/**
 * The chain-name warning of the add form (docs/product.md §5): the check runs on leaving the name
 * field and its alert shows under the field while flagged; a submit with a chain name warns once,
 * then shows the notice that leads back to the map (`redirecting`).
 */
export function useChainWarning() {
  const [flagged, setFlagged] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  // "As previously mentioned" only makes sense once the first warning was shown.
  const warnedOnce = useRef(false);

  const nameChanged = (name: string) => {
    if (flagged && !isChainName(name)) setFlagged(false);
  };
  const nameLeft = (name: string) => {
    const chain = isChainName(name);
    if (chain) warnedOnce.current = true;
    setFlagged(chain);
  };
  const submittedChain = () => {
    if (!warnedOnce.current) {
      warnedOnce.current = true;
      setFlagged(true);
      return;
    }
    setRedirecting(true); // the warning of docs/product.md §5, then /home once it is read
  };
  return { flagged, redirecting, nameChanged, nameLeft, submittedChain };
}

import { useParams } from "react-router-dom";
import { JoinList } from "@/features/lists/JoinList";

/** /lists/join/{token}: the invite link; a signed-in member joins the list as an editor. */
export default function JoinListPage() {
  const { token = "" } = useParams();
  return <JoinList token={token} />;
}

import { Link, useLocation, useNavigate } from "react-router-dom";
import { PRODUCT_NAME } from "@convex/rules/catalog";
import { Menu } from "@/components/Menu";
import { FeedIcon, MapIcon, PlusIcon, UserIcon } from "@/components/icons";
import { ROUTES, paths } from "@/lib/routes";
import { useLogout } from "../auth/useLogout";

const ICON_LINK = "flex size-11 items-center justify-center rounded-full text-white hover:bg-espresso-dark";

/** The top bar of signed-in screens (SPEC §2 Navigation bar). */
export function NavBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const onHome = pathname === ROUTES.home;

  const addItems = [
    { label: "Add Shop", onSelect: () => navigate(paths.addShop()) },
    ...(onHome ? [{ label: "Edit Shop", onSelect: () => navigate(paths.editShop()) }] : []),
    { label: "Add Review", onSelect: () => navigate(paths.addReview()) },
  ];
  const userItems = [
    { label: "Profile", onSelect: () => navigate(paths.profile()) },
    { label: "Edit Profile", onSelect: () => navigate(paths.editProfile()) },
    { label: "Logout", onSelect: () => void logout() },
  ];

  return (
    <header className="sticky top-0 z-40 bg-espresso text-white shadow">
      <nav aria-label="Main" className="mx-auto flex h-14 max-w-6xl items-center gap-1 px-3">
        <Link to={paths.home()} className="mr-auto rounded px-1 text-lg font-bold tracking-tight">
          {PRODUCT_NAME}
        </Link>
        {!onHome && (
          <Link to={paths.home()} aria-label="Map" className={ICON_LINK}>
            <MapIcon />
          </Link>
        )}
        {pathname !== ROUTES.feed && (
          <Link to={paths.feed()} aria-label="Friends' activity" className={ICON_LINK}>
            <FeedIcon />
          </Link>
        )}
        <Menu label="Add menu" trigger={<PlusIcon />} items={addItems} />
        <Menu label="User menu" trigger={<UserIcon />} items={userItems} />
      </nav>
    </header>
  );
}

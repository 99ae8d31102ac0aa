import { useQuery } from "convex/react";
import type { ReactNode } from "react";
import { api } from "@convex/_generated/api";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { Menu } from "@/components/Menu";
import { FeedIcon, MapIcon, PlusIcon, UserIcon } from "@/components/icons";
import { ROUTES, paths } from "@/lib/routes";
import { useLogout } from "@/features/account/useLogout";
import { NotificationBell } from "@/features/notifications/NotificationBell";
import { TopBar } from "@/components/TopBar";

const ICON_LINK =
  "flex h-11 min-w-11 items-center justify-center gap-2 rounded-full text-white hover:bg-espresso-dark md:px-3";
/** An icon's name: read out on phones, shown beside the icon from tablet width up. */
const ICON_LABEL = "sr-only md:not-sr-only md:font-medium";

/** The top bar of signed-in screens (docs/product.md §2 Navigation bar). */
export function NavBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const me = useQuery(api.users.me);
  const onHome = pathname === ROUTES.home;

  const addItems = [
    { label: "Add Shop", onSelect: () => navigate(paths.addShop()) },
    ...(onHome ? [{ label: "Edit Shop", onSelect: () => navigate(paths.editShop()) }] : []),
    { label: "Add Review", onSelect: () => navigate(paths.addReview()) },
    { label: "Plan a coffee", onSelect: () => navigate(paths.newPlan()) },
  ];
  const userItems = [
    { label: "Profile", onSelect: () => navigate(paths.profile()) },
    { label: "My lists", onSelect: () => navigate(paths.lists()) },
    { label: "Edit Profile", onSelect: () => navigate(paths.editProfile()) },
    { label: "Coffee plans", onSelect: () => navigate(paths.plans()) },
    ...(me?.isModerator ? [{ label: "Moderation", onSelect: () => navigate(paths.moderation()) }] : []),
    { label: "Terms", onSelect: () => navigate(paths.terms()) },
    { label: "Privacy", onSelect: () => navigate(paths.privacy()) },
    { label: "Logout", onSelect: () => void logout() },
  ];

  return (
    <TopBar home={paths.home()}>
      {!onHome && (
        <Link to={paths.home()} className={ICON_LINK}>
          <MapIcon />
          <span className={ICON_LABEL}>Map</span>
        </Link>
      )}
      {pathname !== ROUTES.feed && (
        <Link to={paths.feed()} className={ICON_LINK}>
          <FeedIcon />
          <span className={ICON_LABEL}>Friends' activity</span>
        </Link>
      )}
      <NotificationBell />
      <Menu label="Add menu" trigger={<MenuTrigger icon={<PlusIcon />} text="Add" />} items={addItems} />
      <Menu label="Account menu" trigger={<MenuTrigger icon={<UserIcon />} text="Account" />} items={userItems} />
    </TopBar>
  );
}

/** A menu button's face: its icon, and from tablet width up its visible name (part of the menu's label). */
function MenuTrigger({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <>
      {icon}
      <span aria-hidden="true" className="hidden md:inline md:font-medium">
        {text}
      </span>
    </>
  );
}

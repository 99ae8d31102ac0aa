// The icons of controls on the signed-in screens.
import { base } from "@/components/icons/base";

export const PlusIcon = () => (
  <svg {...base}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
export const UserIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);
export const FeedIcon = () => (
  <svg {...base}>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </svg>
);
export const LocateIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    <circle cx="12" cy="12" r="8" />
  </svg>
);
export const SparkleIcon = () => (
  <svg {...base}>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
    <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
  </svg>
);
export const FilterIcon = () => (
  <svg {...base}>
    <path d="M3 5h18M6 12h12M10 19h4" />
  </svg>
);
export const ChevronUpIcon = () => (
  <svg {...base}>
    <path d="m6 15 6-6 6 6" />
  </svg>
);
export const ChevronLeftIcon = () => (
  <svg {...base}>
    <path d="m15 6-6 6 6 6" />
  </svg>
);
export const ChevronRightIcon = () => (
  <svg {...base}>
    <path d="m9 6 6 6-6 6" />
  </svg>
);
export const ShareIcon = () => (
  <svg {...base}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </svg>
);
export const BellIcon = () => (
  <svg {...base}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);
export const ThumbIcon = () => (
  <svg {...base} width={20} height={20}>
    <path d="M7 10v11H3V10zM7 10l4-8a3 3 0 0 1 3 3v4h6a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.6 21H7" />
  </svg>
);
/** Want to try: a bookmark, filled once saved. */
export const BookmarkIcon = ({ filled }: { filled: boolean }) => (
  <svg {...base} width={20} height={20} fill={filled ? "currentColor" : "none"}>
    <path d="M6 3h12v18l-6-4-6 4z" />
  </svg>
);
/** Favourite: a heart, filled once saved. */
export const HeartIcon = ({ filled }: { filled: boolean }) => (
  <svg {...base} width={20} height={20} fill={filled ? "currentColor" : "none"}>
    <path d="M12 21s-7.5-4.6-9.5-9.4C1.2 8.3 3.3 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.7 0 5.8 3.8 4.5 7.1C19.5 16.4 12 21 12 21z" />
  </svg>
);
/** Been: a pin with a tick in it, filled once marked. */
export const BeenIcon = ({ filled }: { filled: boolean }) => (
  <svg {...base} width={20} height={20} fill="none">
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" fill={filled ? "currentColor" : "none"} />
    <path d="m9 10 2 2 4-4" stroke={filled ? "white" : "currentColor"} />
  </svg>
);
export const DirectionsIcon = () => (
  <svg {...base}>
    <path d="M12 2 22 12 12 22 2 12Z" />
    <path d="M9 13v-2h5M12 8.5 14.5 11 12 13.5" />
  </svg>
);

import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { Toasts } from "@/components/Toasts";
import { OfflineBanner } from "@/features/connection/OfflineBanner";
import { PageLoading } from "@/components/PageLoading";
import { PUBLIC_ROUTES, ROUTES } from "@/lib/routes";
import { usePageSettled } from "@/lib/usePageSettled";
import LandingPage from "@/pages/LandingPage";

// The signed-in frame and the map screen come in one chunk of their own (main.tsx starts it at once
// on a signed-in address), so the landing and log-in pages download neither; the map libraries
// themselves load only when the map starts (ShopMap loads them lazily).
const signedInScreens = () => import("@/app/signedInScreens");

/** Starts downloading the signed-in screens when `pathname` will show one, before the router first renders. */
export function preloadScreensFor(pathname: string): Promise<unknown> | undefined {
  return PUBLIC_ROUTES.has(pathname) ? undefined : signedInScreens();
}
const SignedInLayout = lazy(() => signedInScreens().then(({ SignedInLayout }) => ({ default: SignedInLayout })));
const HomePage = lazy(() => signedInScreens().then(({ HomePage }) => ({ default: HomePage })));

// Each other screen is its own chunk, so the landing and log-in pages stay light.
const LoginPage = lazy(() => import("@/pages/LoginPage"));
const RegisterPage = lazy(() => import("@/pages/RegisterPage"));
const ForgotPasswordPage = lazy(() => import("@/pages/ForgotPasswordPage"));
const TermsPage = lazy(() => import("@/pages/TermsPage"));
const PrivacyPage = lazy(() => import("@/pages/PrivacyPage"));
const ProfilePage = lazy(() => import("@/pages/ProfilePage"));
const EditProfilePage = lazy(() => import("@/pages/EditProfilePage"));
const NotFoundPage = lazy(() => import("@/pages/NotFoundPage"));
const AddReviewPage = lazy(() => import("@/pages/AddReviewPage"));
const EditReviewPage = lazy(() => import("@/pages/EditReviewPage"));
const OtherUserPage = lazy(() => import("@/pages/OtherUserPage"));
const FeedPage = lazy(() => import("@/pages/FeedPage"));
const AddShopPage = lazy(() => import("@/pages/AddShopPage"));
const EditShopPage = lazy(() => import("@/pages/EditShopPage"));
const BeansPage = lazy(() => import("@/pages/BeansPage"));
const ModerationPage = lazy(() => import("@/pages/ModerationPage"));
const PlansPage = lazy(() => import("@/pages/PlansPage"));
const NewPlanPage = lazy(() => import("@/pages/NewPlanPage"));
const PlanPage = lazy(() => import("@/pages/PlanPage"));
const JoinPlanPage = lazy(() => import("@/pages/JoinPlanPage"));
const ListsPage = lazy(() => import("@/pages/ListsPage"));
const ListPage = lazy(() => import("@/pages/ListPage"));
const JoinListPage = lazy(() => import("@/pages/JoinListPage"));
// The service worker's registration (Workbox's window library) is not needed to show the first screen,
// and its install downloads the whole app for offline use: both wait until the page has settled.
const UpdatePrompt = lazy(() =>
  import("@/features/connection/UpdatePrompt").then(({ UpdatePrompt }) => ({ default: UpdatePrompt })),
);

/** The route table of docs/product.md §2: the patterns are src/lib/routes.ts's ROUTES (tests/web visits each). */
/** The service worker's registration, once the page has settled. */
function ServiceWorker() {
  const settled = usePageSettled();
  return settled ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <>
      <Toasts />
      <OfflineBanner />
      <ServiceWorker />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path={ROUTES.landing} element={<LandingPage />} />
          <Route path={ROUTES.login} element={<LoginPage />} />
          <Route path={ROUTES.register} element={<RegisterPage />} />
          <Route path={ROUTES.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={ROUTES.terms} element={<TermsPage />} />
          <Route path={ROUTES.privacy} element={<PrivacyPage />} />
          <Route element={<SignedInLayout />}>
            <Route path={ROUTES.home} element={<HomePage />} />
            <Route path={ROUTES.profile} element={<ProfilePage />} />
            <Route path={ROUTES.editProfile} element={<EditProfilePage />} />
            <Route path={ROUTES.addReview} element={<AddReviewPage />} />
            <Route path={ROUTES.editReview} element={<EditReviewPage />} />
            <Route path={ROUTES.addShop} element={<AddShopPage />} />
            <Route path={ROUTES.editShop} element={<EditShopPage />} />
            <Route path={ROUTES.otherUser} element={<OtherUserPage />} />
            <Route path={ROUTES.feed} element={<FeedPage />} />
            <Route path={ROUTES.beans} element={<BeansPage />} />
            <Route path={ROUTES.moderation} element={<ModerationPage />} />
            <Route path={ROUTES.plans} element={<PlansPage />} />
            <Route path={ROUTES.newPlan} element={<NewPlanPage />} />
            <Route path={ROUTES.plan} element={<PlanPage />} />
            <Route path={ROUTES.joinPlan} element={<JoinPlanPage />} />
            <Route path={ROUTES.lists} element={<ListsPage />} />
            <Route path={ROUTES.list} element={<ListPage />} />
            <Route path={ROUTES.joinList} element={<JoinListPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </>
  );
}

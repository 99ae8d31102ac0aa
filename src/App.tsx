import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { Toasts } from "./components/Toasts";
import { PageLoading, SignedInLayout } from "./features/navigation/SignedInLayout";
// /home is where everyone lands after logging in, so it is in the main chunk; the map libraries
// themselves are still downloaded only there (ShopMap loads them lazily).
import HomePage from "./pages/HomePage";
import LandingPage from "./pages/LandingPage";

// Each signed-in screen is its own chunk, so the landing and log-in pages stay light.
const LoginPage = lazy(() => import("./pages/LoginPage"));
const RegisterPage = lazy(() => import("./pages/RegisterPage"));
const ForgotPasswordPage = lazy(() => import("./pages/ForgotPasswordPage"));
const ProfilePage = lazy(() => import("./pages/ProfilePage"));
const EditProfilePage = lazy(() => import("./pages/EditProfilePage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));
const AddReviewPage = lazy(() => import("./pages/AddReviewPage"));
const OtherUserPage = lazy(() => import("./pages/OtherUserPage"));
const FeedPage = lazy(() => import("./pages/FeedPage"));
const AddShopPage = lazy(() => import("./pages/AddShopPage"));
const EditShopPage = lazy(() => import("./pages/EditShopPage"));
const BeansPage = lazy(() => import("./pages/BeansPage"));

/** The route table of SPEC §2. */
export function App() {
  return (
    <>
      <Toasts />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
          <Route element={<SignedInLayout />}>
            <Route path="/home" element={<HomePage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/editprofile" element={<EditProfilePage />} />
            <Route path="/addreview" element={<AddReviewPage />} />
            <Route path="/addshop" element={<AddShopPage />} />
            <Route path="/editshop" element={<EditShopPage />} />
            <Route path="/otheruser/:identifier" element={<OtherUserPage />} />
            <Route path="/feed" element={<FeedPage />} />
            <Route path="/beans/:publicId" element={<BeansPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </>
  );
}

// Every screen but Home and Not-found loads on demand, so the home page's JavaScript stays small.
import { lazy } from 'react';

export const HowToPage = lazy(() => import('../features/how-to/HowToPage'));
export const PricingPage = lazy(() => import('../features/pricing/PricingPage'));
export const GalleryPage = lazy(() => import('../features/gallery/GalleryPage'));
export const StartOrderPage = lazy(() => import('../features/start-order/StartOrderPage'));
export const FaqPage = lazy(() => import('../features/faq/FaqPage'));
export const TermsPage = lazy(() => import('../features/terms/TermsPage'));
export const PrivacyPage = lazy(() => import('../features/privacy/PrivacyPage'));
export const OrderPage = lazy(() => import('../features/order/OrderPage'));
export const SignupPage = lazy(() => import('../features/auth/SignupPage'));
export const LoginPage = lazy(() => import('../features/auth/LoginPage'));
export const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
export const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
export const OpenBlueprintPage = lazy(() => import('../features/auth/OpenBlueprintPage'));
export const ResetErrorPage = lazy(() => import('../features/auth/ResetErrorPage'));
export const AccountPage = lazy(() => import('../features/account/AccountPage'));
export const BuildPage = lazy(() => import('../features/build/BuildPage'));
export const CartPage = lazy(() => import('../features/cart/CartPage'));
export const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));
export const ContactPage = lazy(() => import('../features/contact/ContactPage'));
export const AdminPage = lazy(() => import('../features/admin/AdminPage'));

/** What other features may use of the misc feature: the not-found screen, which the profile shows for another user's id. */
export { default as NotFoundPage } from './pages/not-found.page.tsx';

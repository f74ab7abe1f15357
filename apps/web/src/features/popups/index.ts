/** What the app shell uses of the popups feature: the host of the popups of the current page. */
export { PopupHost } from './components/PopupHost.tsx';

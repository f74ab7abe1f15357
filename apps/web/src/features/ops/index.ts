/** What other features' operator screens use of the console: the advertiser picker (news to chosen advertisers). */
export { AdvertiserPicker, type PickedAdvertiser } from './components/AdvertiserPicker.tsx';

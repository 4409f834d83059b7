// What the signed-in layout draws only once it has painted (decision 040), in one chunk: the top bar's menu, the phone
// menu's drawer and the collapsed sidebar's labels all start loading at the same idle moment.
export { AccountMenu } from './account-menu';
export { MobileMenu } from './mobile-menu';
export { SidebarTooltip } from './sidebar-tooltip';

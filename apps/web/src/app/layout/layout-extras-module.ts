import { deferredModule } from '../../lib/deferred-module';

/** The signed-in layout's extras (`layout-extras.ts`), downloaded once for the top bar, the phone menu and the sidebar. */
export const layoutExtras = deferredModule(() => import('./layout-extras'));

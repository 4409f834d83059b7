import type { Handler } from '../../../service-context';
import { providerConfigured } from './oidc-provider-config';

export const getSignInOptionsHandler: Handler<'staff/getSignInOptions'> = async (ctx) => ({
  status: 200,
  providerName: providerConfigured(ctx.config) ? ctx.config.staffOidcProviderName : null,
  passwordSignIn: ctx.config.staffPasswordSignIn,
});

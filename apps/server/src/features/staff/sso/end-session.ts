import * as oidc from 'openid-client';
import type { PublicContext } from '../../../service-context';
import { providerConfiguration, providerConfigured } from './oidc-provider-config';

/**
 * The provider's sign-out address for a member leaving a single-sign-on session, back to `/staff/login` afterwards;
 * undefined when the provider offers no `end_session_endpoint` or cannot be reached (the portal's session ends anyway).
 */
export async function providerEndSessionUrl(ctx: PublicContext): Promise<string | undefined> {
  if (!providerConfigured(ctx.config)) return undefined;
  try {
    const configuration = await providerConfiguration(ctx.config);
    if (!configuration.serverMetadata().end_session_endpoint) return undefined;
    return oidc.buildEndSessionUrl(configuration, {
      client_id: ctx.config.staffOidcClientId,
      post_logout_redirect_uri: `${ctx.publicUrl}/staff/login`,
    }).href;
  } catch {
    return undefined;
  }
}

import { createServer, type Server } from 'node:http';
import Provider, { type ClientMetadata, type Configuration } from 'oidc-provider';
import { freePort } from './free-port';

/** What the test provider says about one of its users (the ID token's claims besides `sub`). */
export interface PeerAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
  /** Any other claim, e.g. Entra ID's overage marker `_claim_names`. */
  [claim: string]: unknown;
}

export interface OidcPeer {
  issuer: string;
  /** The portal's client, and a second one (another application at the same provider). */
  clients: { portal: { id: string; secret: string }; other: { id: string; secret: string } };
  /** The provider's users by subject; tests change them between sign-ins (a user moved or removed from a group). */
  accounts: Map<string, PeerAccount>;
  /** Seconds an authorization code lives (1 to see one expire). */
  setCodeTtl(seconds: number): void;
  /** The token endpoint authenticates the next exchanges as the other client (a provider mixing up its clients). */
  answerAsOtherClient(on: boolean): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (panva's certified `oidc-provider`) on a free loopback port, with its development login
 * form (any password; the login names the account) and an existing grant, so no consent screen. It puts every
 * claim in the ID token (`conformIdTokenClaims: false`), the groups under the `openid` scope.
 */
export async function startOidcPeer(options: { portalUrl: string; port?: number }): Promise<OidcPeer> {
  const port = options.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, PeerAccount>();
  const clients = {
    portal: { id: 'portal-staff', secret: 'portal-staff-secret-for-tests' },
    other: { id: 'other-application', secret: 'other-application-secret-for-tests' },
  };
  let codeTtl = 60;
  let otherClient = false;
  const redirect: Pick<ClientMetadata, 'redirect_uris' | 'post_logout_redirect_uris' | 'response_types' | 'grant_types'> = {
    redirect_uris: [`${options.portalUrl}/api/staff/oidc/callback`],
    post_logout_redirect_uris: [`${options.portalUrl}/staff/login`],
    response_types: ['code'],
    grant_types: ['authorization_code'],
  };
  const configuration: Configuration = {
    clients: [
      { client_id: clients.portal.id, client_secret: clients.portal.secret, ...redirect },
      { client_id: clients.other.id, client_secret: clients.other.secret, ...redirect },
    ],
    claims: {
      openid: ['sub', 'groups', '_claim_names', '_claim_sources', 'hasgroups'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    conformIdTokenClaims: false,
    cookies: { keys: ['oidc-peer-cookie-key-for-tests-only'] },
    pkce: { required: () => true },
    // Every lifetime set, so the provider prints no notice about its defaults.
    ttl: { AuthorizationCode: () => codeTtl, AccessToken: 600, IdToken: 600, Grant: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.use(async (ctx, next) => {
    if (otherClient && ctx.path === '/token') {
      const basic = Buffer.from(`${clients.other.id}:${clients.other.secret}`).toString('base64');
      ctx.req.headers.authorization = `Basic ${basic}`;
    }
    await next();
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clients,
    accounts,
    setCodeTtl: (seconds) => {
      codeTtl = seconds;
    },
    answerAsOtherClient: (on) => {
      otherClient = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The cookies a browser would keep for the provider, as one `Cookie` header. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * What a browser does at the provider: opens the authorization URL, fills in the login form as `login`, follows
 * the redirects, and stops at the first address outside the provider (the portal's callback), which it returns.
 */
export async function signInAtProvider(peer: OidcPeer, authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | null = null;
  for (let step = 0; step < 10; step += 1) {
    if (!url.href.startsWith(peer.issuer)) return url;
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(body ? { body } : {}),
    });
    jar.keep(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      body = null;
      continue;
    }
    if (response.status === 200 && url.pathname.startsWith('/interaction/')) {
      body = new URLSearchParams({ prompt: 'login', login, password: 'any' });
      continue;
    }
    throw new Error(`the provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
  }
  throw new Error('the provider kept redirecting');
}

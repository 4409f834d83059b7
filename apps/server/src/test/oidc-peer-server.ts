// The OpenID provider the browser tests sign staff in with (`e2e/start-server.sh` starts it beside the portal):
// `startOidcPeer` on a fixed port, with one user in a group the specs map to a role. It stops when the portal's
// process (OIDC_PEER_PARENT_PID) is gone, so no provider outlives a test run.
import { startOidcPeer } from './oidc-peer';

const port = Number(process.env.OIDC_PEER_PORT);
const portalUrl = process.env.OIDC_PEER_PORTAL_URL ?? '';
const parent = Number(process.env.OIDC_PEER_PARENT_PID);
if (!port || !portalUrl || !parent) throw new Error('OIDC_PEER_PORT, OIDC_PEER_PORTAL_URL and OIDC_PEER_PARENT_PID are required');

const peer = await startOidcPeer({ portalUrl, port });
peer.accounts.set('sso-manager', {
  email: 'sso.manager@acme.example',
  email_verified: true,
  name: 'Sam Okafor',
  groups: ['e2e-portal-managers'],
});

const stop = () => void peer.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    stop();
  }
}, 1_000);

// A real OpenID provider on loopback for the tests (tests/support/real_oidc_provider.py starts it):
// oidc-provider, the certified Node.js implementation pinned in package-lock.json, with the
// smallest configuration that lets a test sign a user in through the authorization code flow
// with PKCE over plain HTTP, and exchange the ID token it gets at Haras.
//
//   node tests/oidc/provider.mjs [port]     (port 0 or none: a free one)
//
// Its first line on stdout is `{"issuer": "http://127.0.0.1:<port>"}` once it listens; the
// library's notices and warnings go to stderr (among them that Node.js 20 is not a runtime it
// supports: the flow runs on it all the same). It stops when its stdin closes, or on SIGTERM.
//
// Users: any login signs in (the library's development interactions: a login form that takes
// any login and password, then a consent form); the user of login `alice` is named `Alice`.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

// The library writes its notices with console.info: to stderr, so that stdout carries only
// the line that says where the provider listens.
console.info = console.error;
const { default: Provider } = await import('oidc-provider');

// Clients of the tests: public (no secret, as an app on a phone or in a browser is), code flow,
// PKCE (the library requires it of public clients), redirected to a loopback address that
// nothing listens on (the test reads the code from the redirect without following it). One
// client per signing algorithm that Haras must accept.
const CLIENTS = [
  { client_id: 'haras-test-app', id_token_signed_response_alg: 'RS256' },
  { client_id: 'haras-test-app-es256', id_token_signed_response_alg: 'ES256' },
].map((client) => ({
  ...client,
  application_type: 'native',
  subject_type: 'pairwise',
  token_endpoint_auth_method: 'none',
  grant_types: ['authorization_code'],
  response_types: ['code'],
  redirect_uris: ['http://127.0.0.1/callback'],
}));

// Signing keys made at start: nothing of this provider outlives it.
function signingKey(type, options, alg) {
  const { privateKey } = generateKeyPairSync(type, options);
  const kid = `${alg}-${randomBytes(6).toString('hex')}`;
  return { ...privateKey.export({ format: 'jwk' }), alg, use: 'sig', kid };
}

const configuration = {
  clients: CLIENTS,
  jwks: {
    keys: [
      signingKey('rsa', { modulusLength: 2048 }, 'RS256'),
      signingKey('ec', { namedCurve: 'P-256' }, 'ES256'),
    ],
  },
  cookies: { keys: [randomBytes(32).toString('hex')] },
  claims: { openid: ['sub'], profile: ['name'] },
  // The `profile` claims (the name) in the ID token itself, as most providers put them: Haras
  // reads only the ID token, and by default this library keeps them for its userinfo endpoint
  // when it also issues an access token.
  conformIdTokenClaims: false,
  // The login form's login is the account id; the name is the login capitalized.
  async findAccount(_ctx, login) {
    const name = login.charAt(0).toUpperCase() + login.slice(1);
    return { accountId: login, claims: async () => ({ sub: login, name }) };
  },
  // Pairwise subjects (as Apple's or Microsoft's providers give): the ID token's `sub` is a
  // hash of the clients' sector (their redirect host) and the account, never the login, so a
  // test can tell the subject from the name.
  subjectTypes: ['pairwise'],
  async pairwiseIdentifier(_ctx, accountId, client) {
    return createHash('sha256').update(`${client.sectorIdentifier} ${accountId}`).digest('hex');
  },
  // The development interactions (on by default) are the login and consent forms; this
  // provider serves no one else. No refresh tokens, no dynamic registration.
  features: { devInteractions: { enabled: true } },
};

const server = createServer();
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());
  process.stdout.write(`${JSON.stringify({ issuer })}\n`);
});

const stop = () => process.exit(0);  // nothing to save: all it holds is in memory
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);

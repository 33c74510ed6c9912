// Whether a model endpoint is a server at home (loopback, a private network, a bare or local host name)
// rather than a cloud provider: only there does warming the model help, and cost nothing.
import { isIP } from 'node:net';

export function isLocalEndpoint(baseUrl: string): boolean {
  let host: string;
  try {
    host = new URL(baseUrl).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  if (host === 'localhost' || /\.(local|lan|home|internal|home\.arpa|localdomain)$/.test(host)) return true;
  const version = isIP(host);
  if (version === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254)
    );
  }
  if (version === 6) return host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
  // A name without a dot: a container or a machine on the home network ("ollama", "core-ollama").
  return !host.includes('.');
}

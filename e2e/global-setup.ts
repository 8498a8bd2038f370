import net from 'node:net';
import { E2E_INBOUND_DOMAIN, startSite } from './server-process.ts';

/** A port free on loopback now, for the site's SMTP receiver of replies. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/**
 * One server for the whole browser suite; journeys that need another configuration start their own. It receives
 * replies by SMTP on E2E_INBOUND_SMTP_PORT, as a site whose MX points at it would (docs/conversations.md#receiving-by-smtp).
 */
export default async function globalSetup() {
  const smtpPort = await freePort();
  const site = await startSite({ INBOUND_SMTP_PORT: String(smtpPort), INBOUND_DOMAIN: E2E_INBOUND_DOMAIN });
  process.env.E2E_BASE_URL = site.baseUrl;
  process.env.E2E_DATA_DIR = site.dataDir;
  process.env.E2E_INBOUND_SMTP_PORT = String(smtpPort);
  return () => site.stop();
}

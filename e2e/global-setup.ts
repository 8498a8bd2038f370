import { startSite } from './server-process.ts';

/** One server for the whole browser suite; journeys that need another configuration start their own. */
export default async function globalSetup() {
  const site = await startSite();
  process.env.E2E_BASE_URL = site.baseUrl;
  process.env.E2E_DATA_DIR = site.dataDir;
  return () => site.stop();
}

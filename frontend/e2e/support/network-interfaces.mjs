/*
 * Test-only preload (node --import) for the product servers the journeys start:
 * - the server sees the network interfaces given as JSON in E2E_NETWORK_INTERFACES
 *   (os.networkInterfaces()'s shape) instead of this machine's, so what the invite QR codes encode
 *   does not depend on where the journeys run. Nothing is ever sent to these addresses.
 * - it tells its parent which ports it listens on (the backend's test preload, below).
 */
import os from 'node:os';
import '../../../backend/test/support/report-listening.mjs';

const interfaces = JSON.parse(process.env.E2E_NETWORK_INTERFACES ?? '{}');
os.networkInterfaces = () => structuredClone(interfaces);

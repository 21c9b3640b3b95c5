/**
 * The Node.js versions Karaoke Party runs on, as package.json's `engines` says: 20.19+ and 22.12+
 * (and every later major), those whose `require` loads an ES module without a flag. The app needs
 * that: @nestjs/throttler is CommonJS and `require`s the ESM-only Nest 12. Node 24 LTS is the one
 * we recommend and test everything on; Node 20 is past its end of life and CI runs the backend
 * suite on it as the oldest still supported (README, Requirements).
 */
export const SUPPORTED_NODE = '20.19+ or 22.12+ (24 LTS recommended)';

export function supportsNode(version: string): boolean {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  if (major === 20) return minor >= 19;
  if (major === 22) return minor >= 12;
  return major >= 23;
}

/** Exits with a plain sentence on a Node that cannot run the app, instead of failing obscurely. */
export function checkNodeVersion(version = process.versions.node): void {
  if (supportsNode(version)) return;
  console.error(`Karaoke Party needs Node.js ${SUPPORTED_NODE}; this is ${version}.`);
  process.exit(1);
}

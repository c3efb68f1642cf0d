declare module 'virtual:client-assets' {
  import type { ClientAssets } from './app/payload';
  const assets: ClientAssets;
  export default assets;
}

declare module 'virtual:ops-assets' {
  /** The console's script (src/ops/entry-ops.ts), hashed in a build. */
  const assets: { script: string };
  export default assets;
}

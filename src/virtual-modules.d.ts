declare module 'virtual:client-assets' {
  import type { ClientAssets } from './app/payload';
  const assets: ClientAssets;
  export default assets;
}

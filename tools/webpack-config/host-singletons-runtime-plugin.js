// Federation runtime plugin of the shell (added by createWebpackConfig, see host-direct-imports.js).
// The shell imports some shared singletons directly, so nothing in it loads them through the share
// scope while the sign-in page is open. Before the first remote is requested, this loads the
// shell's own provided copies through the share scope: they are then the loaded singletons, and
// with shareStrategy 'loaded-first' every remote uses them (the module instances the shell's own
// code already runs) instead of registering and loading its own copies.
export default function hostSingletonsPlugin(options) {
  const packages = (options && options.packages) || [];
  let claimed = null;
  return {
    name: 'contract-hub-host-singletons',
    async beforeRequest(args) {
      if (!claimed) {
        claimed = Promise.all(packages.map((name) => args.origin.loadShare(name))).catch((error) => {
          claimed = null; // a later attempt (the area's Retry button) tries again
          throw error;
        });
      }
      await claimed;
      return args;
    },
  };
}

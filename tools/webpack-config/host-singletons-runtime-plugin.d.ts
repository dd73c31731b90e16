// Types of the shell's federation runtime plugin (host-singletons-runtime-plugin.js).
type BeforeRequestArgs = { id: string; origin: { loadShare: (pkgName: string) => Promise<unknown> } };

export default function hostSingletonsPlugin(options?: { packages?: string[] }): {
  name: string;
  beforeRequest<T extends BeforeRequestArgs>(args: T): Promise<T>;
};

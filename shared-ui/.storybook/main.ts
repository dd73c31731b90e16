// Storybook for the design system: webpack 5 with SWC, stories next to their components.
import type { StorybookConfig } from '@storybook/react-webpack5';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  swc: (swcConfig) => ({
    ...swcConfig,
    jsc: {
      ...swcConfig.jsc,
      parser: { syntax: 'typescript', tsx: true },
      transform: { ...swcConfig.jsc?.transform, react: { runtime: 'automatic' } },
    },
  }),
  // Storybook types every .mjs as JavaScript, which would bundle pdf.js's worker (new URL(…, import.meta.url)
  // in pdf-pages/pdfjs-renderer.ts) as a module instead of emitting it as a file: the last matching rule wins.
  webpackFinal: (webpackConfig) => ({
    ...webpackConfig,
    module: { ...webpackConfig.module, rules: [...(webpackConfig.module?.rules ?? []), { test: /[\\/]pdfjs-dist[\\/]build[\\/]pdf\.worker\.min\.mjs$/, type: 'asset/resource' }] },
  }),
  typescript: { check: false, reactDocgen: false },
  core: { disableTelemetry: true },
};

export default config;

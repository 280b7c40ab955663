/**
 * Relay's babel plugin (graphql`…` → import of the generated artifact) for
 * Vite and Vitest, through @rolldown/plugin-babel. Options are given here, not
 * read from relay.config.js, and must match it.
 */
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';

export const ARTIFACT_DIRECTORY = fileURLToPath(new URL('./src/__generated__', import.meta.url));

export function relayBabel() {
  return babel({
    include: /[\\/]client[\\/]src[\\/].*\.tsx?$/,
    plugins: [['relay', { artifactDirectory: ARTIFACT_DIRECTORY, eagerEsModules: true }]],
  });
}

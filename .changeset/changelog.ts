/**
 * The changelog lines `pnpm changeset version` writes: each changeset's summary as written (no commit hash,
 * which means nothing to the packages' users), and one line naming the updated workspace dependencies
 * instead of one "Updated dependencies" line per changeset behind them.
 */
interface Changeset {
  summary: string;
}

interface DependencyRelease {
  name: string;
  newVersion: string;
}

function getReleaseLine(changeset: Changeset): Promise<string> {
  const [first, ...rest] = changeset.summary.trim().split('\n');
  return Promise.resolve([`- ${first}`, ...rest.map((line) => (line.trim() ? `  ${line}` : ''))].join('\n'));
}

function getDependencyReleaseLine(_changesets: Changeset[], updated: DependencyRelease[]): Promise<string> {
  if (updated.length === 0) return Promise.resolve('');
  const names = updated.map((dependency) => `\`${dependency.name}@${dependency.newVersion}\``);
  return Promise.resolve(`- Updated dependencies: ${names.join(', ')}.`);
}

export default { getReleaseLine, getDependencyReleaseLine };

import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

// The embedded database (PGlite) is one process's: a second process on the same folder
// would write over the first one's files (both issued the same order numbers, and one's
// orders were lost after a restart). A lock file with the owner's process id keeps the
// second one out; a lock left by a process that no longer runs is taken over.

export class FolderLockedError extends Error {
  override name = 'FolderLockedError';
}

/** Lock files this process holds (a second open in the same process is refused too). */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock or throws FolderLockedError; returns the release function. */
export function lockDataFolder(folder: string): () => void {
  const file = path.join(folder, 'cartella.lock');
  if (held.has(file)) {
    throw new FolderLockedError(
      `Il database incorporato in ${folder} è già aperto da questo processo. / The embedded database in ${folder} is already open in this process.`,
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      return () => {
        held.delete(file);
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner = Number.NaN;
      try {
        owner = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      } catch {
        // Removed meanwhile: try again.
      }
      if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
        throw new FolderLockedError(
          [
            `Il database incorporato in ${folder} è già in uso da un altro processo di Cartella (pid ${owner}).`,
            '  Avvia un solo processo per cartella dati, oppure usa PostgreSQL (DATABASE_URL) per più processi.',
            `  The embedded database in ${folder} is already used by another Cartella process (pid ${owner}):`,
            '  run one process per DATA_DIR, or PostgreSQL (DATABASE_URL) for several.',
            `  Se nessun altro processo è attivo, cancella ${file}.`,
          ].join('\n'),
        );
      }
      // Left by a process that has stopped: take it over.
      try {
        unlinkSync(file);
      } catch {
        // Another process took it over first; the next try decides.
      }
    }
  }
  throw new FolderLockedError(`Impossibile bloccare la cartella dei dati ${folder}`);
}

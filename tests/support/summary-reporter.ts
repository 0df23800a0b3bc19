import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with the plain line "N passed, N failed, N skipped": that is how CI logs
 * are read. A test file that fails to load counts as one failure.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const skippedNames: string[] = [];
    for (const mod of testModules) {
      let count = 0;
      for (const test of mod.children.allTests()) {
        count++;
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else {
          skipped++;
          if (skippedNames.length < 20)
            skippedNames.push(`${mod.moduleId.replace(process.cwd(), '.')} › ${test.fullName}`);
        }
      }
      if (count === 0 && mod.state() === 'failed') failed++;
    }
    failed += unhandledErrors.length;
    if (skippedNames.length) console.log(`\nSkipped:\n  ${skippedNames.join('\n  ')}`);
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}

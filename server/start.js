// Starts the production bundle (npm run serve / npm start). Plain JavaScript on purpose: a
// TypeScript entry makes Node load its type stripper (a WebAssembly module that keeps about
// 17 MB of the process's memory for its whole life; decision 0033). server/launch.ts is
// the development entry (`npm run dev`) and starts the same bundle without --dev.
const entry = new URL('../build/server/index.js', import.meta.url);
const bundle = await import(entry.href).catch((error) => {
  console.error('Manca la build di produzione: esegui prima "npm run build".', error);
  process.exit(1);
});
await bundle.main();

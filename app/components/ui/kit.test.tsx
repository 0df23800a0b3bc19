import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Column, DataTable } from './data-table.tsx';
import { Checkbox, Field } from './field.tsx';
import { ErrorSummary, type FormReply, useKitForm } from './form.tsx';
import { formRules } from './form-rules.server.ts';
import { privateMeta, routeTitle } from './page-title.ts';
import { sortFromUrl } from './sort.ts';

// The kit rendered as the server renders it (no DOM in this project's unit tests): the
// markup is what a browser without JavaScript and a screen reader get.

/** Renders `element` inside a router stub at `url` and returns the HTML. */
function render(element: () => React.ReactNode, url = '/'): string {
  const Stub = createRoutesStub([{ path: '/x', Component: element }]);
  return renderToString(<Stub initialEntries={[url.replace(/^\//, '/x')]} />);
}

type Row = { id: number; name: string };
const columns: Column<Row>[] = [
  { id: 'name', header: 'Nome', cell: (r) => r.name, sort: 'nome' },
  { id: 'id', header: 'Codice', cell: (r) => `#${r.id}` },
  { id: 'act', header: 'Azioni', cell: () => 'azione', hideHeader: true },
];

function table(rows: Row[]) {
  return () => (
    <DataTable
      caption="Righe di prova"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      filters={[
        { name: 'q', label: 'Cerca', kind: 'search' },
        { name: 'tipo', label: 'Tipo', kind: 'select', all: 'Tutti', options: ['a', 'b'] },
      ]}
      count={`${rows.length} righe`}
      empty="Nessuna riga."
      page={2}
      pages={3}
    />
  );
}

describe('DataTable', () => {
  it('keeps filters, sort and page in the URL', () => {
    const html = render(table([{ id: 1, name: 'Uno' }]), '/?q=uno&tipo=b&sort=nome&dir=asc&page=2');
    expect(html).toContain('aria-sort="ascending"');
    // The sorted header offers the other direction and keeps the filters (page dropped).
    expect(html).toContain('href="/x?q=uno&amp;tipo=b&amp;sort=nome&amp;dir=desc"');
    // The pager keeps filters and sort.
    expect(html).toContain('href="/x?q=uno&amp;tipo=b&amp;sort=nome&amp;dir=asc&amp;page=3"');
    expect(html).toContain('href="/x?q=uno&amp;tipo=b&amp;sort=nome&amp;dir=asc&amp;page=1"');
    // The filter form shows the URL's values and carries the sort along.
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="uno"/);
    expect(html).toMatch(/<option value="b" selected="">b<\/option>/);
    expect(html).toContain('<input type="hidden" name="sort" value="nome"/>');
    expect(html).toContain('1 righe');
  });

  it('puts the table in a labelled region reachable by keyboard, with a hidden header for actions', () => {
    const html = render(table([{ id: 1, name: 'Uno' }]));
    const region = /<section aria-labelledby="([^"]+)" tabindex="0"/.exec(html);
    expect(region).not.toBeNull();
    expect(html).toContain(`<caption id="${region?.[1]}" class="sr-only">Righe di prova</caption>`);
    expect(html).toContain('<span class="sr-only">Azioni</span>');
    expect(html).not.toContain('aria-sort');
  });

  it('shows the empty state instead of a table', () => {
    const html = render(table([]));
    expect(html).toContain('Nessuna riga.');
    expect(html).not.toContain('<table');
  });

  it('reads only the allowed sort keys from the URL', () => {
    expect(sortFromUrl(new URL('http://x/?sort=nome&dir=desc'), ['nome'])).toEqual({ by: 'nome', dir: 'desc' });
    expect(sortFromUrl(new URL('http://x/?sort=nome'), ['nome'])).toEqual({ by: 'nome', dir: 'asc' });
    expect(sortFromUrl(new URL('http://x/?sort=password'), ['nome'])).toBeNull();
  });
});

describe('fields', () => {
  it('tie the label, the hint and the messages to the control', () => {
    const html = render(() => <Field id="f-mail" name="email" label="E-mail" hint="Quella di casa" errors="Manca" />);
    expect(html).toContain('<label for="f-mail"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="f-mail-hint f-mail-error"');
    expect(html).toMatch(/<ul id="f-mail-error"[^>]*><li>Manca<\/li><\/ul>/);
  });

  it('are not invalid without messages', () => {
    const html = render(() => <Checkbox id="c" name="ok" label="Accetto" />);
    expect(html).not.toContain('aria-invalid');
    expect(html).toContain('type="checkbox"');
  });
});

const schema = z.object({
  nome: z.string({ error: 'Il nome è obbligatorio' }).trim().min(1, 'Il nome è obbligatorio').max(80),
  email: z.email('E-mail non valida'),
  cap: z
    .string()
    .regex(/^\d{5}$/, 'Il CAP è di 5 cifre')
    .optional(),
});
const rules = formRules({ schema });

function SummaryForm({ lastResult }: { lastResult: FormReply | null }) {
  const { form, field, formProps, submits } = useKitForm({
    id: 'prova',
    rules,
    lastResult,
    defaultValue: { email: 'x' },
  });
  return (
    <form method="post" {...formProps}>
      <ErrorSummary form={form} submits={submits} labels={{ nome: 'Nome', email: 'E-mail' }} />
      <Field label="Nome" {...field('nome')} />
      <Field label="E-mail" type="email" {...field('email')} />
      <Field label="CAP" maxLength={5} {...field('cap')} />
    </form>
  );
}

describe('a kit form without JavaScript', () => {
  it('carries the schema’s constraints as the browser’s own attributes, and lets the browser check them', () => {
    const html = render(() => <SummaryForm lastResult={null} />);
    const input = (id: string) => new RegExp(`<input id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(input('prova-nome')).toMatch(/required=""[^>]*maxLength="80"/);
    expect(input('prova-email')).toMatch(/type="email" required="" pattern="[^"]+@/);
    // Optional with a pattern; the control's own maxLength stays where the schema has none.
    const cap = input('prova-cap');
    expect(cap).toContain('pattern="^\\d{5}$"');
    expect(cap).toContain('maxLength="5"');
    expect(cap).not.toContain('required');
    // Before hydration the form is the browser's to check (noValidate comes with JavaScript).
    expect(html).not.toContain('novalidate');
  });
});

describe('ErrorSummary with a reply from the action', () => {
  it('links each field with a problem, names it by label, and marks the fields invalid', () => {
    const lastResult: FormReply = {
      error: { nome: ['Il nome è obbligatorio'], email: ['E-mail non valida'], '': ['Controlla e riprova'] },
    };
    const html = render(() => <SummaryForm lastResult={lastResult} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('<a href="#prova-nome"');
    expect(html).toMatch(/<a href="#prova-email"[^>]*>E-mail<\/a>/);
    expect(html).toContain('Controlla e riprova');
    expect(html).toMatch(/<input id="prova-nome"[^>]*aria-invalid="true"/);
    // Each field's own message appears once, beside it.
    expect(html.match(/Il nome è obbligatorio/g)).toHaveLength(1);
    expect(html).toMatch(/<input id="prova-email"[^>]*value="x"/);
  });
});

describe('page titles', () => {
  const matches = [{ id: 'root', loaderData: { shop: { name: 'Libreria Rossi' } } }, { id: 'routes/x' }];
  it('read the shop name from the root route', () => {
    expect(routeTitle(matches, 'Utenti')).toBe('Utenti | Libreria Rossi');
    expect(routeTitle([], 'Utenti')).toBe('Utenti | Cartella');
    expect(privateMeta(matches, 'Utenti')).toEqual([
      { title: 'Utenti | Libreria Rossi' },
      { name: 'robots', content: 'noindex' },
    ]);
  });
});

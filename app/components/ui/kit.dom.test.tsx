// @vitest-environment happy-dom
import { parseWithZod } from '@conform-to/zod/v4';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Form, useActionData, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type Column, DataTable } from './data-table.tsx';
import { Field, PasswordField } from './field.tsx';
import { ErrorSummary, type FormReply, useKitForm } from './form.tsx';
import { formRules } from './form-rules.server.ts';
import { Modal } from './modal.tsx';
import { useHydrated } from './use-hydrated.ts';

// The kit in a DOM (happy-dom) inside React Router's createRoutesStub: what a person does with
// it once JavaScript runs. kit.test.tsx checks the server-rendered markup.

afterEach(cleanup);

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apri
      </button>
      <Modal
        open={open}
        title="Modifica libro"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="submit">Salva</button>}
        form={{ method: 'post' }}
      >
        <Field label="Titolo" name="titolo" />
      </Modal>
    </>
  );
}

function Probe() {
  return (
    <button type="button" disabled={!useHydrated()}>
      Azione
    </button>
  );
}

describe('Modal', () => {
  it('opens as a modal dialog named by its title and closes from its × button', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Apri' }));
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Modifica libro' })).toBe(dialog);
    // Body and footer are one form: the field and the submit button are inside it.
    expect(screen.getByLabelText('Titolo').closest('form')).toBe(
      screen.getByRole('button', { name: 'Salva' }).closest('form'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    // The × and the dialog's own close event both report it: closing twice is harmless.
    expect(onClose).toHaveBeenCalled();
    expect(dialog.open).toBe(false);
  });
});

describe('useHydrated', () => {
  it('is false in the server markup and true once React runs in the browser', async () => {
    expect(renderToString(<Probe />)).toContain('disabled=""');
    render(<Probe />);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Azione' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a pressed button', async () => {
    render(<PasswordField label="Password" name="password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Nascondi password' }).getAttribute('aria-pressed')).toBe('true');
  });
});

const schema = z.object({
  nome: z.string({ error: 'Il nome è obbligatorio' }).trim().min(1, 'Il nome è obbligatorio'),
  email: z.email('E-mail non valida'),
});
// What the route's loader would send: the browser never sees the schema.
const rules = formRules({ schema });

function SignUp() {
  const reply = useActionData<{ ok?: string; result?: FormReply }>();
  const { form, field, formProps, submits } = useKitForm({
    id: 'iscrizione',
    rules,
    lastResult: reply?.result ?? null,
  });
  return (
    <Form method="post" {...formProps}>
      <ErrorSummary form={form} submits={submits} labels={{ nome: 'Nome', email: 'E-mail' }} />
      <Field label="Nome" {...field('nome')} />
      <Field label="E-mail" type="email" {...field('email')} />
      <button type="submit">Iscriviti</button>
      {reply?.ok ? <p>{reply.ok}</p> : null}
    </Form>
  );
}

describe('a kit form with a route action', () => {
  function stub(action: (formData: FormData) => unknown) {
    return createRoutesStub([
      {
        path: '/',
        Component: SignUp,
        action: async ({ request }) => action(await request.formData()),
      },
    ]);
  }

  it('validates in the browser with the schema’s rules: nothing is posted until the fields are right', async () => {
    const action = vi.fn((formData: FormData) => {
      const submission = parseWithZod(formData, { schema });
      return submission.status === 'success' ? { ok: `Benvenuta, ${submission.value.nome}` } : null;
    });
    const Stub = stub(action);
    render(<Stub />);
    await userEvent.click(screen.getByRole('button', { name: 'Iscriviti' }));
    // The summary lists both fields as links, the fields are invalid with their messages.
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Nome');
    expect(summary.textContent).toContain('E-mail');
    expect(screen.getByLabelText('Nome').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Il nome è obbligatorio')).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
    // Following a summary link puts focus on its field.
    await userEvent.click(screen.getByRole('link', { name: 'E-mail' }));
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));

    await userEvent.type(screen.getByLabelText('Nome'), 'Giulia');
    await userEvent.type(screen.getByLabelText('E-mail'), 'giulia@example.com');
    // Typing, not only pasting: the summary keeps its hands off the focus between keystrokes.
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('giulia@example.com');
    // A fixed field loses its message as it is typed.
    await waitFor(() => expect(screen.getByLabelText('Nome').getAttribute('aria-invalid')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Iscriviti' }));
    await screen.findByText('Benvenuta, Giulia');
    expect(action).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(action.mock.calls[0]![0])).toEqual({ nome: 'Giulia', email: 'giulia@example.com' });
  });

  it('checks a field as it loses focus, in the schema’s words, and again at each keystroke', async () => {
    const Stub = stub(() => null);
    render(<Stub />);
    const email = screen.getByLabelText('E-mail');
    await userEvent.type(email, 'giulia@');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await userEvent.tab();
    await screen.findByText('E-mail non valida');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(email, 'example.com');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText('E-mail non valida')).toBeNull();
  });

  it('shows the action’s own refusal on the field it names', async () => {
    const Stub = stub((formData) => {
      const submission = parseWithZod(formData, { schema });
      return { result: submission.reply({ fieldErrors: { email: ['Esiste già un account con questo indirizzo'] } }) };
    });
    render(<Stub />);
    await userEvent.type(screen.getByLabelText('Nome'), 'Giulia');
    await userEvent.type(screen.getByLabelText('E-mail'), 'giulia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Iscriviti' }));
    await screen.findByText('Esiste già un account con questo indirizzo');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect((await screen.findByRole('alert')).textContent).toContain('E-mail');
  });
});

type Row = { id: number; name: string };
const columns: Column<Row>[] = [
  { id: 'name', header: 'Nome', cell: (r) => r.name, sort: 'nome' },
  { id: 'id', header: 'Codice', cell: (r) => `#${r.id}` },
];

function Page() {
  const location = useLocation();
  return (
    <>
      <p data-testid="url">{location.search}</p>
      <DataTable
        caption="Righe"
        columns={columns}
        rows={[{ id: 1, name: 'Uno' }]}
        rowKey={(r) => r.id}
        filters={[{ name: 'q', label: 'Cerca', kind: 'search' }]}
        count="1 riga"
        empty="Nessuna riga."
      />
    </>
  );
}

describe('DataTable', () => {
  it('sorts and filters through the URL, keeping one when changing the other', async () => {
    const Stub = createRoutesStub([{ path: '/righe', Component: Page }]);
    render(<Stub initialEntries={['/righe?q=uno&page=2']} />);
    await userEvent.click(screen.getByRole('link', { name: /^Nome/ }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?q=uno&sort=nome&dir=asc'));
    expect(screen.getByRole('columnheader', { name: /Nome/ }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('link', { name: /^Nome/ }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?q=uno&sort=nome&dir=desc'));
    const search = screen.getByLabelText('Cerca');
    await userEvent.clear(search);
    await userEvent.type(search, 'due');
    await userEvent.click(screen.getByRole('button', { name: 'Filtra' }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?q=due&sort=nome&dir=desc'));
  });
});

// Italian e-mails with an HTML and a plain-text body. Every value put into HTML is escaped.

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

type Layout = {
  shopName: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
};

export function renderMail(layout: Layout): { text: string; html: string } {
  const text = [
    layout.greeting,
    '',
    ...layout.paragraphs.flatMap((p) => [p, '']),
    ...(layout.action ? [`${layout.action.label}: ${layout.action.url}`, ''] : []),
    layout.footer,
    '',
    `— ${layout.shopName}`,
  ].join('\n');
  const button = layout.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(layout.action.url)}" style="background:#1d40ad;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(layout.action.label)}</a></p><p style="font-size:13px;color:#55607a">Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${escapeHtml(layout.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="it"><body style="font-family:system-ui,sans-serif;color:#16203a;max-width:560px;margin:0 auto;padding:24px"><p>${escapeHtml(layout.greeting)}</p>${layout.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${button}<p style="font-size:13px;color:#55607a">${escapeHtml(layout.footer)}</p><p>— ${escapeHtml(layout.shopName)}</p></body></html>`;
  return { text, html };
}

export function passwordResetMail(input: { shopName: string; name: string; url: string }) {
  return {
    subject: `Reimposta la password · ${input.shopName}`,
    ...renderMail({
      shopName: input.shopName,
      greeting: input.name ? `Ciao ${input.name},` : 'Ciao,',
      paragraphs: [
        'abbiamo ricevuto una richiesta di reimpostare la password del tuo account.',
        'Il link vale per un’ora e si può usare una sola volta.',
      ],
      action: { label: 'Scegli una nuova password', url: input.url },
      footer:
        'Se non hai chiesto tu di reimpostare la password, ignora questo messaggio: la password attuale resta valida.',
    }),
  };
}

/** To the old address once the change is done: the owner learns of a change they did not make. */
export function emailChangedNoticeMail(input: { shopName: string; name: string; newEmail: string }) {
  return {
    subject: `L’indirizzo e-mail del tuo account è cambiato · ${input.shopName}`,
    ...renderMail({
      shopName: input.shopName,
      greeting: input.name ? `Ciao ${input.name},` : 'Ciao,',
      paragraphs: [
        `l’indirizzo e-mail del tuo account ora è ${input.newEmail}: da adesso scriveremo lì.`,
        'Se non sei stato tu, contatta subito il negozio: ti aiuteremo a riprendere l’account.',
      ],
      footer: 'Ricevi questo messaggio perché era l’indirizzo del tuo account.',
    }),
  };
}

export function emailChangeMail(input: { shopName: string; name: string; url: string; newEmail: string }) {
  return {
    subject: `Conferma il nuovo indirizzo e-mail · ${input.shopName}`,
    ...renderMail({
      shopName: input.shopName,
      greeting: input.name ? `Ciao ${input.name},` : 'Ciao,',
      paragraphs: [
        `per usare ${input.newEmail} come indirizzo del tuo account, conferma con il link qui sotto.`,
        'Il link vale per 24 ore e si può usare una sola volta.',
      ],
      action: { label: 'Conferma il nuovo indirizzo', url: input.url },
      footer: 'Se non hai chiesto tu questo cambio, ignora il messaggio: il tuo indirizzo non cambia.',
    }),
  };
}

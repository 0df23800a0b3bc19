import { readableSubject } from '#common/format/readable-case.ts';

/** The badges of a school row and header: grade type, characteristic, Regione Autonoma. */
export function SchoolBadges(props: {
  tipologiaGrado: string | null;
  caratteristica: string | null;
  regioneAutonoma: boolean;
  statale?: boolean;
}) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Caratteristiche della scuola">
      {props.tipologiaGrado ? <Badge tone="primary">{readableSubject(props.tipologiaGrado)}</Badge> : null}
      {props.caratteristica && props.caratteristica !== 'NORMALE' ? (
        <Badge tone="neutral">{readableSubject(props.caratteristica)}</Badge>
      ) : null}
      {props.statale === false ? <Badge tone="neutral">Paritaria</Badge> : null}
      {props.regioneAutonoma ? <Badge tone="accent">Regione Autonoma</Badge> : null}
    </ul>
  );
}

const tones = {
  primary: 'bg-primary-50 text-primary-800',
  neutral: 'bg-surface text-ink border border-line',
  accent: 'bg-accent-100 text-ink',
  success: 'bg-success/10 text-success',
};

export function Badge({ tone, children }: { tone: keyof typeof tones; children: React.ReactNode }) {
  return (
    <li className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </li>
  );
}

import type { Subject } from '../curriculum';

// One standard of a public framework (docs/standards.md): Common Core (math, ELA),
// NGSS (science) and the C3 framework (social studies). The codes are the
// frameworks' own; every description is written for this product in plain words.

export interface Standard {
  /** The framework's code: `4.NF.B.3`, `HSA-SSE.A.1`, `RL.9-10.1`, `MS-LS1-6`, `D2.Civ.1.K-2`. */
  code: string;
  /** One plain sentence, in our own words. */
  description: string;
  /** The framework's domain (or strand, or disciplinary concept) the code belongs to. */
  domain: string;
  /** The lowest grade the code is for (0 = kindergarten). */
  grade: number;
  /** The highest grade it is for: the same as `grade` for a single-grade code, 12 for a high-school one. */
  gradeMax: number;
  subject: Subject;
}

/** The subjects a framework covers here; Spanish has none (docs/standards.md). */
export const STANDARD_SUBJECTS = ['math', 'ela', 'sci', 'ss'] as const satisfies readonly Subject[];

/** The shape of each framework's codes: a code that matches none is not one. */
export const STANDARD_CODE_SHAPES: Readonly<Record<(typeof STANDARD_SUBJECTS)[number], readonly RegExp[]>> = {
  math: [
    /^(K|[1-8])\.(CC|OA|NBT|NF|MD|G|RP|NS|EE|F|SP)\.[A-D]\.\d{1,2}$/,
    /^HS(N-(RN|Q|CN)|A-(SSE|APR|CED|REI)|F-(IF|BF|LE|TF)|G-(CO|SRT|C|GPE|GMD|MG)|S-(ID|IC|CP))\.[A-D]\.\d{1,2}$/,
  ],
  ela: [/^(RL|RI|RF|W|SL|L)\.(K|[1-8]|9-10|11-12)\.\d{1,2}$/],
  sci: [/^(K|[1-5])-(PS|LS|ESS)\d-\d$/, /^(K-2|3-5)-ETS1-\d$/, /^(MS|HS)-(PS|LS|ESS|ETS)\d-\d{1,2}$/],
  ss: [/^D2\.(Civ|Eco|Geo|His)\.\d{1,2}\.(K-2|3-5|6-8|9-12)$/],
};

export function isWellFormedStandardCode(subject: Subject, code: string): boolean {
  const shapes = (STANDARD_CODE_SHAPES as Partial<Record<Subject, readonly RegExp[]>>)[subject] ?? [];
  return shapes.some((shape) => shape.test(code));
}

/** A grade band's label in codes (`K`, `4`, `9-10`, `K-2`) as grades: `K-2` → [0, 2]. */
export function gradesOfBand(band: string): [number, number] {
  const [from = '', to = from] = band.split('-');
  const gradeOf = (label: string) => (label === 'K' ? 0 : Number(label));
  return [gradeOf(from), gradeOf(to)];
}

/** `[code, description]` rows of one domain as standards. */
export function standardsOf(subject: Subject, domain: string, grades: [number, number], rows: readonly (readonly [string, string])[]): Standard[] {
  return rows.map(([code, description]) => ({ code, description, domain, grade: grades[0], gradeMax: grades[1], subject }));
}

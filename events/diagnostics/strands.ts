// The strands a diagnostic reports (issue 30, docs/diagnostics.md "Strands"), and
// which strand each Common Core domain belongs to. Pure data: it imports nothing,
// so the browser may import it too.

export const MATH_STRANDS = ['numbers-and-operations', 'algebraic-thinking', 'fractions', 'geometry', 'measurement-and-data'] as const;
export const ELA_STRANDS = ['reading-literature', 'reading-informational', 'vocabulary', 'language'] as const;
export const STRANDS = [...MATH_STRANDS, ...ELA_STRANDS] as const;
export type MathStrand = (typeof MATH_STRANDS)[number];
export type ElaStrand = (typeof ELA_STRANDS)[number];
export type Strand = (typeof STRANDS)[number];

/** The subjects a diagnostic is for (the Common Core subjects). */
export const DIAGNOSTIC_SUBJECTS = ['math', 'ela'] as const;
export type DiagnosticSubject = (typeof DIAGNOSTIC_SUBJECTS)[number];

export const STRANDS_BY_SUBJECT: Readonly<Record<DiagnosticSubject, readonly Strand[]>> = { math: MATH_STRANDS, ela: ELA_STRANDS };

export function isDiagnosticSubject(subject: string): subject is DiagnosticSubject {
  return (DIAGNOSTIC_SUBJECTS as readonly string[]).includes(subject);
}

export function isStrand(value: string): value is Strand {
  return (STRANDS as readonly string[]).includes(value);
}

/**
 * Math: the domain of the code (`4.NF.B.3` → NF; `HSA-SSE.A.1` → A-SSE, whose
 * conceptual category is A). Every domain of events/standards/math-domains.ts.
 */
export const MATH_DOMAIN_STRANDS: Readonly<Record<string, MathStrand>> = {
  CC: 'numbers-and-operations', // counting and cardinality
  NBT: 'numbers-and-operations', // base ten
  NS: 'numbers-and-operations', // the number system (6–8)
  OA: 'algebraic-thinking',
  EE: 'algebraic-thinking',
  F: 'algebraic-thinking', // functions (grade 8)
  NF: 'fractions',
  RP: 'fractions', // ratios and proportions: the rational-number strand
  G: 'geometry',
  MD: 'measurement-and-data',
  SP: 'measurement-and-data', // statistics and probability: the data strand
  // High school, by conceptual category.
  N: 'numbers-and-operations',
  A: 'algebraic-thinking',
  // F (functions) as in grade 8, G (geometry) as in K–8,
  S: 'measurement-and-data',
};

/**
 * ELA: the strand and number of the code (`L.4.5` → L and 5). Reading literature and
 * informational text are RL and RI; vocabulary is L.4–L.6 (the "vocabulary acquisition
 * and use" standards) and the word-recognition standards of foundational skills (RF.2
 * phonological awareness, RF.3 phonics and word parts); RF.4 (reading texts of the level
 * fluently) counts with reading literature; the rest of language is L.1–L.3 (grammar,
 * conventions, knowledge of language), writing (W) and speaking and listening (SL).
 */
export const ELA_CODE_STRANDS: Readonly<Record<string, ElaStrand>> = {
  RL: 'reading-literature',
  'RF.4': 'reading-literature',
  RI: 'reading-informational',
  'RF.2': 'vocabulary',
  'RF.3': 'vocabulary',
  'L.4': 'vocabulary',
  'L.5': 'vocabulary',
  'L.6': 'vocabulary',
  L: 'language',
  W: 'language',
  SL: 'language',
};

/** The strand of a Common Core code (math or ELA); null for another framework's code. */
export function strandOfStandardCode(code: string): Strand | null {
  const math = /^(?:K|[1-8])\.([A-Z]+)\./.exec(code);
  if (math) return MATH_DOMAIN_STRANDS[math[1]!] ?? null;
  const highSchool = /^HS([A-Z])-[A-Z]+\./.exec(code);
  if (highSchool) return MATH_DOMAIN_STRANDS[highSchool[1]!] ?? null;
  const ela = /^(RL|RI|RF|W|SL|L)\.(?:K|\d{1,2}(?:-\d{1,2})?)\.(\d{1,2})$/.exec(code);
  if (ela) return ELA_CODE_STRANDS[`${ela[1]}.${ela[2]}`] ?? ELA_CODE_STRANDS[ela[1]!] ?? null;
  return null;
}

/** The subject a strand is of. */
export function subjectOfStrand(strand: Strand): DiagnosticSubject {
  return (MATH_STRANDS as readonly string[]).includes(strand) ? 'math' : 'ela';
}

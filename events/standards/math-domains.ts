import type { Standard } from './standard';

// Common Core math domains (K–8) and conceptual-category domains (high school),
// and the rows of `[code, description]` each grade's file lists.

const DOMAINS: Readonly<Record<string, string>> = {
  CC: 'Counting and Cardinality',
  OA: 'Operations and Algebraic Thinking',
  NBT: 'Number and Operations in Base Ten',
  NF: 'Number and Operations: Fractions',
  MD: 'Measurement and Data',
  G: 'Geometry',
  RP: 'Ratios and Proportional Relationships',
  NS: 'The Number System',
  EE: 'Expressions and Equations',
  F: 'Functions',
  SP: 'Statistics and Probability',
  'N-RN': 'Number and Quantity: The Real Number System',
  'N-Q': 'Number and Quantity: Quantities',
  'N-CN': 'Number and Quantity: The Complex Number System',
  'A-SSE': 'Algebra: Seeing Structure in Expressions',
  'A-APR': 'Algebra: Polynomials and Rational Expressions',
  'A-CED': 'Algebra: Creating Equations',
  'A-REI': 'Algebra: Reasoning with Equations and Inequalities',
  'F-IF': 'Functions: Interpreting Functions',
  'F-BF': 'Functions: Building Functions',
  'F-LE': 'Functions: Linear, Quadratic and Exponential Models',
  'F-TF': 'Functions: Trigonometric Functions',
  'G-CO': 'Geometry: Congruence',
  'G-SRT': 'Geometry: Similarity, Right Triangles and Trigonometry',
  'G-C': 'Geometry: Circles',
  'G-GPE': 'Geometry: Properties with Equations',
  'G-GMD': 'Geometry: Measurement and Dimension',
  'G-MG': 'Geometry: Modeling with Geometry',
  'S-ID': 'Statistics: Categorical and Quantitative Data',
  'S-IC': 'Statistics: Inferences and Conclusions',
  'S-CP': 'Probability: Conditional Probability and Rules',
};

/** Math rows as standards: the grade and domain come from the code (`4.NF.B.3`: grade 4, NF; `HSA-SSE.A.1`: 9–12, A-SSE). */
export function mathStandards(rows: readonly (readonly [string, string])[]): Standard[] {
  return rows.map(([code, description]) => {
    const [prefix = '', domainKey = ''] = code.split('.');
    const highSchool = prefix.startsWith('HS');
    const domain = DOMAINS[highSchool ? prefix.slice(2) : domainKey];
    if (!domain) throw new Error(`unknown math domain in ${code}`);
    const grade = highSchool ? 9 : prefix === 'K' ? 0 : Number(prefix);
    return { code, description, domain, grade, gradeMax: highSchool ? 12 : grade, subject: 'math' };
  });
}

// Diagnostics and assessments (issue 30, docs/diagnostics.md): the pure engine —
// strands, the grade-equivalent scale, LevelUp's adaptive rule, the band, the
// recommendations, the fixed forms and their scoring.

export * from './diagnostics/strands';
export * from './diagnostics/scale';
export * from './diagnostics/rasch-estimate';
export * from './diagnostics/adaptive-rule';
export * from './diagnostics/diagnostic-band';
export * from './diagnostics/recommendations';
export * from './diagnostics/assessment-forms';
export * from './diagnostics/form-scoring';
export * from './diagnostics/flex-norms';

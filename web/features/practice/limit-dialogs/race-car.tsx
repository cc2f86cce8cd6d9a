/** The raceway dialog's decorative race car (spec §2.16): drawn with the design tokens, hidden from assistive technology. */
export function RaceCar() {
  return (
    <svg className="race-car" viewBox="0 0 200 110" aria-hidden="true" focusable="false" data-testid="race-car">
      <path className="race-car-track" d="M0 96 H200" />
      <path className="race-car-speed" d="M6 46 H40 M0 60 H34 M10 74 H44" />
      <path className="race-car-body" d="M48 78 L58 52 Q62 44 72 44 L112 44 Q120 44 126 50 L140 62 L176 66 Q188 68 188 78 L188 84 L48 84 Z" />
      <path className="race-car-window" d="M76 50 L108 50 Q114 50 118 54 L126 62 L70 62 Z" />
      <path className="race-car-stripe" d="M52 72 H186" />
      <circle className="race-car-wheel" cx="80" cy="86" r="12" />
      <circle className="race-car-hub" cx="80" cy="86" r="5" />
      <circle className="race-car-wheel" cx="160" cy="86" r="12" />
      <circle className="race-car-hub" cx="160" cy="86" r="5" />
      <text className="race-car-number" x="92" y="80">
        10
      </text>
    </svg>
  );
}

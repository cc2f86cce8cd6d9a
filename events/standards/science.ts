import type { Standard } from './standard';

// Next Generation Science Standards performance expectations: `4-PS3-2` (grade 4),
// `K-2-ETS1-1` (a band), `MS-LS1-6` (grades 6–8), `HS-ESS1-1` (grades 9–12).
// Descriptions are our own words.

const DOMAINS: Readonly<Record<string, string>> = {
  PS: 'Physical Sciences',
  LS: 'Life Sciences',
  ESS: 'Earth and Space Sciences',
  ETS: 'Engineering, Technology and Applications of Science',
};

function gradesOf(code: string): [number, number] {
  if (code.startsWith('MS-')) return [6, 8];
  if (code.startsWith('HS-')) return [9, 12];
  if (code.startsWith('K-2-')) return [0, 2];
  if (code.startsWith('3-5-')) return [3, 5];
  const grade = code.startsWith('K-') ? 0 : Number(code.charAt(0));
  return [grade, grade];
}

function scienceStandards(rows: readonly (readonly [string, string])[]): Standard[] {
  return rows.map(([code, description]) => {
    const discipline = /(PS|LS|ESS|ETS)\d/.exec(code)?.[1] ?? '';
    const [grade, gradeMax] = gradesOf(code);
    return { code, description, domain: DOMAINS[discipline] ?? discipline, grade, gradeMax, subject: 'sci' };
  });
}

export const scienceStandardsList = scienceStandards([
  ['K-PS2-1', 'Test what happens when objects are pushed or pulled harder or in other directions.'],
  ['K-PS3-1', 'Observe how sunlight warms the ground, water and air.'],
  ['K-LS1-1', 'Describe what plants and animals, people included, need to live.'],
  ['K-ESS2-1', 'Describe local weather patterns over time.'],
  ['K-ESS2-2', 'Explain how plants and animals change the places they live.'],
  ['K-ESS3-2', 'Explain why weather forecasts help people get ready for severe weather.'],
  ['K-2-ETS1-1', 'Ask questions and make observations to describe a problem a new tool could solve.'],
  ['K-2-ETS1-2', 'Draw or build a simple model of how an object’s shape helps it work.'],
  ['1-PS4-1', 'Show that vibrating things make sound and sound can make things vibrate.'],
  ['1-PS4-2', 'Show that objects can be seen only when light shines on them.'],
  ['1-LS1-1', 'Design a solution copying how plants and animals use their parts to survive.'],
  ['1-LS3-1', 'Show that young plants and animals are like, but not exactly like, their parents.'],
  ['1-ESS1-1', 'Describe the patterns of the sun, moon and stars in the sky.'],
  ['1-ESS1-2', 'Compare the hours of daylight at different times of the year.'],
  ['2-PS1-1', 'Sort materials by what they are like, such as hard, soft or bendy.'],
  ['2-PS1-4', 'Show that heating or cooling changes some materials and not others back.'],
  ['2-LS2-1', 'Test whether plants need sunlight and water to grow.'],
  ['2-LS4-1', 'Compare the kinds of living things in different habitats.'],
  ['2-ESS1-1', 'Show that events on Earth can happen quickly or slowly.'],
  ['2-ESS2-1', 'Compare ways to slow or stop wind and water from changing the land.'],
  ['2-ESS2-3', 'Find where water is found on Earth, as a solid or a liquid.'],
  ['3-PS2-1', 'Test the effects of balanced and unbalanced forces on an object’s motion.'],
  ['3-PS2-3', 'Ask questions about how magnets and static electricity act across a gap.'],
  ['3-LS1-1', 'Model how living things are born, grow, reproduce and die.'],
  ['3-LS3-1', 'Show that plants and animals inherit traits that vary within a group.'],
  ['3-LS4-1', 'Use fossils to learn about living things and places of long ago.'],
  ['3-LS4-3', 'Explain that in a given habitat some living things survive well and others do not.'],
  ['3-ESS2-1', 'Show weather data in tables and graphs to predict the weather of a season.'],
  ['3-ESS2-2', 'Describe the climates of different regions of the world.'],
  ['3-5-ETS1-1', 'Define a simple design problem with its goals and limits.'],
  ['3-5-ETS1-3', 'Run fair tests to find what could be improved in a model or prototype.'],
  ['4-PS3-1', 'Link the speed of an object to its energy.'],
  ['4-PS3-2', 'Show that energy moves from place to place as sound, light, heat and electric currents.'],
  ['4-PS4-1', 'Model waves by their height and spacing and how they make things move.'],
  ['4-LS1-1', 'Explain how the inside and outside parts of plants and animals help them live.'],
  ['4-ESS1-1', 'Use rock layers and fossils to explain how a landscape changed over time.'],
  ['4-ESS2-1', 'Measure how water, ice, wind or plants wear down and move rock.'],
  ['4-ESS2-2', 'Read maps to find patterns in Earth’s features.'],
  ['5-PS1-1', 'Model matter as made of particles too small to see.'],
  ['5-PS1-3', 'Identify materials by their properties.'],
  ['5-PS1-4', 'Test whether mixing two substances makes a new one.'],
  ['5-PS2-1', 'Show that Earth’s gravity pulls objects down.'],
  ['5-PS3-1', 'Explain that the energy in animals’ food once came from the sun.'],
  ['5-LS1-1', 'Show that plants get what they need to grow mainly from air and water.'],
  ['5-LS2-1', 'Model how matter moves among plants, animals, decomposers and the environment.'],
  ['5-ESS1-1', 'Explain why the sun looks brighter than other stars.'],
  ['5-ESS1-2', 'Graph daily changes in shadows, day and night and the stars we see.'],
  ['5-ESS2-1', 'Model how land, water, air and living things interact.'],
  ['MS-PS1-1', 'Model the atoms that make up simple molecules and larger structures.'],
  ['MS-PS1-4', 'Model how adding or removing heat changes particle motion, temperature and state.'],
  ['MS-PS2-2', 'Plan an investigation showing that motion depends on forces and mass.'],
  ['MS-PS2-4', 'Argue from evidence that gravity depends on the masses of objects.'],
  ['MS-PS3-1', 'Graph how kinetic energy depends on mass and speed.'],
  ['MS-PS3-3', 'Design a device that reduces or increases the transfer of heat.'],
  ['MS-LS1-5', 'Explain how the environment and genes affect how living things grow.'],
  ['MS-LS1-6', 'Explain the role of photosynthesis in cycling matter and moving energy.'],
  ['MS-LS2-1', 'Analyse how resources affect living things and populations in an ecosystem.'],
  ['MS-LS2-3', 'Model how matter cycles and energy flows among living and non-living parts of an ecosystem.'],
  ['MS-LS3-1', 'Model how changes to genes can change traits.'],
  ['MS-ESS1-1', 'Model the Earth, sun and moon to explain phases, eclipses and seasons.'],
  ['MS-ESS1-2', 'Model the role of gravity in the motions of the solar system and galaxies.'],
  ['MS-ESS2-1', 'Model how rocks cycle and change over time.'],
  ['MS-ESS2-4', 'Model how water cycles through Earth’s systems, driven by the sun and gravity.'],
  ['MS-ESS2-5', 'Use data to show how moving air masses change the weather.'],
  ['MS-ESS2-6', 'Model how the circulation of air and ocean shapes regional climates.'],
  ['MS-ETS1-1', 'Define a design problem precisely, with its criteria and constraints.'],
  ['MS-ETS1-4', 'Build and test a model to improve a design step by step.'],
  ['HS-PS1-1', 'Use the periodic table to predict the properties of elements.'],
  ['HS-PS1-2', 'Explain the outcome of a simple chemical reaction from atomic structure.'],
  ['HS-PS2-1', 'Use data to show how net force, mass and acceleration relate.'],
  ['HS-PS2-4', 'Use formulas to describe gravitational and electric forces between objects.'],
  ['HS-PS3-1', 'Calculate energy changes in a system from the energy flowing in and out.'],
  ['HS-PS3-3', 'Design a device that converts one form of energy into another.'],
  ['HS-LS1-5', 'Model how photosynthesis turns light energy into stored chemical energy.'],
  ['HS-LS2-2', 'Use numbers to explain what affects biodiversity and populations in ecosystems.'],
  ['HS-LS2-4', 'Use numbers to show how matter and energy move through the levels of a food web.'],
  ['HS-LS3-1', 'Ask how DNA and chromosomes pass traits from parents to offspring.'],
  ['HS-LS4-1', 'Explain how several kinds of evidence support common ancestry and evolution.'],
  ['HS-ESS1-1', 'Model how the sun’s fusion makes energy that reaches Earth.'],
  ['HS-ESS1-4', 'Use maths to predict the motion of orbiting objects in the solar system.'],
  ['HS-ESS2-1', 'Model how Earth’s inner and surface processes shape landforms.'],
  ['HS-ESS2-4', 'Model how changes in energy flow alter Earth’s climate.'],
  ['HS-ESS2-5', 'Investigate how water’s properties affect Earth’s materials and processes.'],
  ['HS-ETS1-1', 'Analyse a major world problem and set criteria for solutions.'],
  ['HS-ETS1-2', 'Break a complex problem into smaller problems that can be solved by engineering.'],
]);

import type { TopicBank } from '../bank-question';
import { meaningQuestions, spanishForQuestions, type SpanishWord } from './spa-words';

// Spanish — Weather and seasons: weather words and expressions, seasons, months and dates,
// talking about the weather in different tenses.

const weatherWords: SpanishWord[] = [
  { es: 'el sol', en: 'the sun' },
  { es: 'la lluvia', en: 'the rain' },
  { es: 'la nieve', en: 'the snow' },
  { es: 'el viento', en: 'the wind' },
  { es: 'la nube', en: 'the cloud' },
  { es: 'el arcoíris', en: 'the rainbow' },
  { es: 'la tormenta', en: 'the storm' },
];

const seasons: SpanishWord[] = [
  { es: 'la primavera', en: 'spring' },
  { es: 'el verano', en: 'summer' },
  { es: 'el otoño', en: 'autumn (fall)' },
  { es: 'el invierno', en: 'winter' },
];

const weatherPhrases: SpanishWord[] = [
  { es: 'Hace sol.', en: "It's sunny." },
  { es: 'Hace frío.', en: "It's cold." },
  { es: 'Hace calor.', en: "It's hot." },
  { es: 'Hace viento.', en: "It's windy." },
  { es: 'Llueve.', en: "It's raining." },
  { es: 'Nieva.', en: "It's snowing." },
  { es: 'Está nublado.', en: "It's cloudy." },
  { es: '¿Qué tiempo hace?', en: "What's the weather like?" },
];

const months: SpanishWord[] = [
  { es: 'enero', en: 'January' },
  { es: 'marzo', en: 'March' },
  { es: 'mayo', en: 'May' },
  { es: 'julio', en: 'July' },
  { es: 'septiembre', en: 'September', note: 'It is also spelled "setiembre".' },
  { es: 'noviembre', en: 'November' },
];

export const spaWeatherAndSeasonsBank: TopicBank = {
  'K-2': [
    ...meaningQuestions(weatherWords),
    ...spanishForQuestions(seasons),
    { prompt: 'What does "frío" mean?', correct: 'cold', distractors: ['hot', 'wet', 'windy'], explanation: '"Frío" means cold. "Calor" means heat.' },
    { prompt: 'When it rains, you open "el paraguas". What is it?', correct: 'an umbrella', distractors: ['a door', 'a book', 'a window'], explanation: '"El paraguas" is an umbrella: it stops ("para") the water ("aguas").' },
    { prompt: 'Which season comes after "el invierno"?', correct: 'la primavera', distractors: ['el otoño', 'el verano', 'la nieve'], explanation: 'Winter (invierno) is followed by spring (primavera).' },
    { prompt: 'In which season do many people go to the beach because it is hot?', correct: 'el verano', distractors: ['el invierno', 'el otoño', 'la lluvia'], explanation: '"El verano" is summer, the hottest season.' },
    { prompt: 'How many seasons ("estaciones") are there in a year?', correct: 'cuatro', distractors: ['dos', 'doce', 'siete'], explanation: 'Las cuatro estaciones: primavera, verano, otoño e invierno.' },
  ],
  '3-5': [
    ...meaningQuestions(weatherPhrases),
    ...meaningQuestions(months),
    { prompt: 'Which month comes after "marzo"?', correct: 'abril', distractors: ['febrero', 'mayo', 'junio'], explanation: 'Marzo (March) is followed by abril (April).' },
    { prompt: 'How are the names of the months written in Spanish?', correct: 'With a small (lowercase) first letter', distractors: ['With a capital first letter', 'All in capital letters', 'With an accent on the last letter'], explanation: 'In Spanish, months and days are not capitalised: enero, lunes.' },
  ],
  '6-8': [
    { prompt: 'What does "Hace buen tiempo" mean?', correct: "The weather is nice.", distractors: ["It's a long time.", "It's bad weather.", "It's good timing."], explanation: '"Hacer buen tiempo" means the weather is good; "hacer mal tiempo" is the opposite.' },
    { prompt: 'How do you say "It\'s very hot today" (weather)?', correct: 'Hoy hace mucho calor.', distractors: ['Hoy es muy caliente.', 'Hoy está mucho calor.', 'Hoy hace muy calor.'], explanation: 'Weather uses "hacer" with a noun: "hace calor". Because "calor" is a noun, "mucho" (not "muy") is used.' },
    { prompt: 'In the Southern Hemisphere, for example in Argentina or Australia, which season is it in July?', correct: 'el invierno', distractors: ['el verano', 'la primavera', 'el otoño'], explanation: 'Seasons are reversed in the Southern Hemisphere: July is in winter and December in summer.' },
    { prompt: 'Complete: "En Chile, la Navidad es en ___."', correct: 'verano', distractors: ['invierno', 'otoño', 'primavera'], explanation: 'Chile is in the Southern Hemisphere, so late December is summer.' },
    { prompt: 'What does "Estamos a treinta grados" mean?', correct: "It's thirty degrees.", distractors: ['We are in the thirtieth grade.', 'We are thirty people.', 'We are thirty kilometres away.'], explanation: '"Estar a ... grados" gives the temperature.' },
    { prompt: 'How do you write the date 14 February in Spanish?', correct: 'el 14 de febrero', distractors: ['el febrero 14', 'febrero el 14', 'el 14 febrero de'], explanation: 'Dates follow the order "el + day + de + month".' },
    { prompt: 'What does "tiempo" mean in "No tengo tiempo"?', correct: 'time', distractors: ['weather', 'temperature', 'season'], explanation: '"Tiempo" can mean weather or time; here, "I don\'t have time".' },
    { prompt: 'What does "Está despejado" mean?', correct: 'The sky is clear.', distractors: ['It is foggy.', 'It is snowing heavily.', 'It is getting dark.'], explanation: '"Despejado" describes a sky with no clouds.' },
    { prompt: 'Complete: "Ayer ___ mucho." (llover)', correct: 'llovió', distractors: ['llueve', 'lloverá', 'llueva'], explanation: 'A completed event yesterday takes the preterite: "Ayer llovió mucho".' },
    { prompt: 'What does "Va a nevar esta noche" mean?', correct: "It's going to snow tonight.", distractors: ['It snowed last night.', "It's snowing now.", 'It never snows at night.'], explanation: '"Ir a" + infinitive expresses the near future.' },
    { prompt: 'Complete: "Mira, ___ lloviendo." (right now)', correct: 'está', distractors: ['es', 'hace', 'hay'], explanation: 'The present progressive uses "estar" + gerund: "está lloviendo".' },
    { prompt: 'What is "el pronóstico del tiempo"?', correct: 'the weather forecast', distractors: ['the time of day', 'the season of the year', 'a storm warning siren'], explanation: 'You check "el pronóstico del tiempo" to see what the weather will be.' },
    { prompt: 'What do you see in the sky during "una tormenta eléctrica"?', correct: 'relámpagos (lightning)', distractors: ['arcoíris (rainbows)', 'estrellas (stars)', 'la luna llena (the full moon)'], explanation: 'An electrical storm brings "relámpagos" (lightning) and "truenos" (thunder).' },
    { prompt: 'Complete: "En otoño, las hojas de los árboles ___."', correct: 'se caen', distractors: ['se nacen', 'se nieva', 'se calienta'], explanation: '"Caerse" means to fall: the leaves fall in autumn.' },
    { prompt: 'What does "Hay niebla" mean?', correct: "It's foggy.", distractors: ["It's snowy.", "It's sunny.", "It's stormy."], explanation: '"La niebla" is fog. Some weather uses "hay": hay niebla, hay tormenta.' },
    { prompt: 'Which question asks "What is today\'s date?"', correct: '¿Cuál es la fecha de hoy?', distractors: ['¿Qué tiempo hace hoy?', '¿Qué hora es hoy?', '¿Cuántos años tienes hoy?'], explanation: '"La fecha" is the date. Another common way is "¿A qué fecha estamos?"' },
  ],
  '9-12': [
    { prompt: 'Complete: "Ojalá que no ___ mañana durante la excursión." (llover)', correct: 'llueva', distractors: ['llueve', 'lloverá', 'llovió'], explanation: '"Ojalá" expresses a hope and takes the subjunctive.' },
    { prompt: 'Complete: "Si hace sol mañana, ___ a la playa." (nosotros, ir)', correct: 'iremos', distractors: ['iríamos', 'fuéramos', 'hayamos ido'], explanation: 'A real (likely) condition with the present in the "si" clause takes the future in the result.' },
    { prompt: 'Complete: "Cuando ___ calor, nadaremos en el lago." (hacer)', correct: 'haga', distractors: ['hace', 'hará', 'hizo'], explanation: '"Cuando" referring to the future takes the subjunctive: "cuando haga calor".' },
    { prompt: 'Complete: "___ cuando salí de casa, así que volví por el paraguas." (llover)', correct: 'Llovía', distractors: ['Lloviera', 'Lloverá', 'Llueva'], explanation: 'The weather as background to a past event takes the imperfect: "Llovía cuando salí".' },
    { prompt: 'Complete: "Este invierno ___ más que nunca." (nevar, present perfect)', correct: 'ha nevado', distractors: ['he nevado', 'nevaba', 'había nevar'], explanation: 'Weather verbs are used in the third person singular: "ha nevado".' },
    { prompt: 'What does "Está lloviendo a cántaros" mean?', correct: "It's pouring with rain (raining cats and dogs).", distractors: ["It's drizzling a little.", "It's raining only on the jugs.", 'It stopped raining.'], explanation: '"Cántaros" are large jugs: the rain falls as if poured from jugs.' },
    { prompt: 'What does "Hace un frío que pela" mean?', correct: "It's bitterly cold.", distractors: ["It's slightly cool.", "It's cold enough to peel fruit.", "It's getting warmer."], explanation: 'It is an informal way to say it is extremely cold.' },
    { prompt: 'What does the saying "Después de la tormenta viene la calma" mean?', correct: 'After hard times, calm returns.', distractors: ['Storms always come after calm weather.', 'Stay inside during storms.', 'Calm people cause storms.'], explanation: 'It is said to encourage someone going through difficulties.' },
    { prompt: 'What does "Se prevén lluvias para el fin de semana" mean?', correct: 'Rain is forecast for the weekend.', distractors: ['It rained all weekend.', 'The weekend was cancelled because of rain.', 'They prevented the rain this weekend.'], explanation: '"Prever" means to forecast; the passive "se" agrees with "lluvias".' },
    { prompt: 'What is "una ola de calor"?', correct: 'a heatwave', distractors: ['a warm ocean wave', 'a hot wind from the sea', 'a summer holiday'], explanation: '"Ola" means wave; "una ola de calor" is a period of unusually hot weather.' },
    { prompt: 'What is "la sequía"?', correct: 'a drought', distractors: ['a flood', 'a hurricane', 'hail'], explanation: 'A drought is a long period with little or no rain. A flood is "una inundación".' },
    { prompt: 'What is "el granizo"?', correct: 'hail', distractors: ['fog', 'frost', 'thunder'], explanation: '"Granizo" is hail. Frost is "la escarcha" and thunder "el trueno".' },
    { prompt: 'Complete: "Me alegro de que por fin ___ buen tiempo."', correct: 'haga', distractors: ['hace', 'hará', 'hizo'], explanation: 'Expressions of emotion, like "me alegro de que", take the subjunctive.' },
    { prompt: 'Complete: "Si hubiera hecho buen tiempo, ___ al parque." (nosotros, ir)', correct: 'habríamos ido', distractors: ['iremos', 'vamos', 'hayamos ido'], explanation: 'A past hypothetical uses the pluperfect subjunctive with the conditional perfect: "habríamos ido".' },
    { prompt: 'Complete: "Dicen que mañana ___ mucho viento." (hacer, future)', correct: 'hará', distractors: ['hacerá', 'haga', 'hizo'], explanation: '"Hacer" has the irregular future stem har-: hará.' },
    { prompt: 'The saying "En abril, aguas mil" is common in Spain. What does it mean?', correct: 'April brings a lot of rain.', distractors: ['April has a thousand days.', 'Water is expensive in April.', 'April is the driest month.'], explanation: 'It is similar to the English "April showers bring May flowers".' },
  ],
};

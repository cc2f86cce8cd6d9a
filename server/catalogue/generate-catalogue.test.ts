import { describe, expect, it } from 'vitest';
import { EDITIONS } from '../../events/curriculum';
import { GAME_CATALOGUE } from '../../events/games/game-catalogue';
import { generateCatalogue } from './generate-catalogue';

describe('the generated catalogue’s games (issue 28)', () => {
  it('are the game catalogue’s, each in the section of its youngest grade, in every edition', () => {
    const sections = generateCatalogue();
    for (const edition of EDITIONS) {
      const games = sections.filter((section) => section.edition === edition).flatMap((section) => section.games.map((game) => ({ ...game, section: `${section.subject}-${section.grade}` })));
      expect(games).toEqual(
        GAME_CATALOGUE.map((game) => ({ gameId: game.gameId, name: game.name, gradeRange: [...game.grades], tags: [...game.tags], section: `${game.subject}-${game.grades[0]}` })),
      );
    }
  });
});

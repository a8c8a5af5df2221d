import type { ResourceTexts } from '../descriptor';

/** The undo toast's texts (engine.undo.*). */
export const undoTexts: ResourceTexts = {
  ru: { engine: { undo: { action: 'Отменить', label: 'Отменить: {{what}}', failed: 'Не удалось отменить: {{message}}' } } },
  kz: { engine: { undo: { action: 'Болдырмау', label: 'Болдырмау: {{what}}', failed: 'Болдырмау мүмкін болмады: {{message}}' } } },
  en: { engine: { undo: { action: 'Undo', label: 'Undo: {{what}}', failed: 'Could not undo: {{message}}' } } },
};

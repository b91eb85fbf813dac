/** Gender a work station or a profile asks for (spec point 3: "gender"); `indistinto` means either. */
export const GENEROS = ['indistinto', 'femenino', 'masculino'] as const;

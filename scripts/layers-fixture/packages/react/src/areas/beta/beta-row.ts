export const betaRow = () => 'beta';

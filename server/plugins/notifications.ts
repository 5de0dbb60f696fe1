import fp from 'fastify-plugin';

/** Placeholder: decorates the app with the SMS and mail adapters (accounts work). */
const notificationsPlugin = fp(async () => {}, { name: 'notifications' });

export default notificationsPlugin;

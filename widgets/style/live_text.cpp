#include "live_text.h"

#include <algorithm>

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>

namespace sluice {

LiveText::LiveText()
{
    if (QCoreApplication *app = QCoreApplication::instance()) {
        setParent(app);
        app->installEventFilter(this);
    }
}

LiveText &LiveText::instance()
{
    static LiveText *live = new LiveText; // a child of the application, which deletes it
    return *live;
}

void LiveText::bind(QObject *owner, std::function<void()> apply)
{
    apply();
    LiveText &live = instance();
    const bool known = std::any_of(live.m_entries.begin(), live.m_entries.end(),
                                   [owner](const Entry &e) { return e.owner == owner; });
    live.m_entries.push_back({owner, std::move(apply)});
    // An owner going away takes its texts with it (one connection per owner).
    if (!known) {
        QObject::connect(owner, &QObject::destroyed, &live, [owner] {
            std::erase_if(instance().m_entries, [owner](const Entry &e) { return e.owner == owner; });
        });
    }
}

bool LiveText::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange)
        applyAll();
    return QObject::eventFilter(watched, event);
}

void LiveText::applyAll()
{
    // An apply may bind more texts (a menu rebuilt): go over a copy.
    const std::vector<Entry> entries = m_entries;
    for (const Entry &entry : entries)
        entry.apply();
}

QLabel *LiveSetter::label(const char *source, QWidget *parent) const
{
    auto *label = new QLabel(parent);
    (*this)(label, &QLabel::setText, source);
    return label;
}

} // namespace sluice

#pragma once

#include <QCoreApplication>
#include <QObject>

class QLabel;
class QWidget;

#include <functional>

namespace sluice {

/// Texts that follow the language: `apply` sets them now, and again whenever the application's
/// language changes (QEvent::LanguageChange, sent when a catalogue is installed or removed), as
/// long as `owner` lives. Windows thus switch language without a restart: whatever a widget
/// shows through tr() is set inside such an `apply`, or recomputed by the widget's own refresh.
class LiveText : public QObject
{
    Q_OBJECT

public:
    static void bind(QObject *owner, std::function<void()> apply);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    LiveText();
    static LiveText &instance();
    void applyAll();

    struct Entry {
        QObject *owner;
        std::function<void()> apply;
    };
    std::vector<Entry> m_entries;
};

/// Sets texts through one catalogue context (a class's, where QT_TR_NOOP marked the source
/// texts) and keeps them in the language: `live(button, &QAbstractButton::setText,
/// QT_TR_NOOP("&Start"))`, `live.label(QT_TR_NOOP("Port:"), parent)`.
class LiveSetter
{
public:
    explicit LiveSetter(const char *context) : m_context(context) {}

    template <class Target, class Base>
    void operator()(Target *target, void (Base::*setter)(const QString &), const char *source) const
    {
        LiveText::bind(target, [target, setter, context = m_context, source] {
            (target->*setter)(QCoreApplication::translate(context, source));
        });
    }
    /// A new label showing `source`.
    QLabel *label(const char *source, QWidget *parent) const;

private:
    const char *m_context;
};

} // namespace sluice
